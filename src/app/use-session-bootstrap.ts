import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { profileQuery } from '../api/session';
import { auctionStatusListQuery, useCountryList, currencyListQuery, gearboxListQuery, menuCountersQuery } from '../api/site';
import { connectSocket, disconnectSocket } from '../api/socket';
import { SessionStatus, sessionStore } from '../stores/session';

/**
 * Start-up calls of seed 000 §7: profile, countries and currencies at once; menu counters, gearboxes
 * and auction statuses once the profile is in. The live-updates socket runs while authenticated.
 * A visitor's page (share pages) asks for no profile.
 */
export function useSessionBootstrap(visitorPage: boolean): void {
  const authenticated = useSnapshot(sessionStore).status === SessionStatus.authenticated;
  const user = useQuery({ ...profileQuery(), enabled: !visitorPage }).data?.detail;
  useCountryList();
  useQuery(currencyListQuery());
  useQuery({ ...menuCountersQuery(), enabled: authenticated });
  useQuery({ ...gearboxListQuery(), enabled: authenticated });
  useQuery({ ...auctionStatusListQuery(), enabled: authenticated });

  const userId = authenticated ? user?.userId : undefined;
  const roleId = user?.roleId;
  useEffect(() => {
    if (userId === undefined || roleId === undefined) return;
    void connectSocket({ userId, roleId });
    return disconnectSocket;
  }, [userId, roleId]);
}
