import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { profileQuery } from '../api/session';
import { auctionStatusListQuery, useCountryList, currencyListQuery, gearboxListQuery, menuCountersQuery } from '../api/site';
import { connectSocket, disconnectSocket } from '../api/socket';
import { SessionStatus, sessionStore } from '../stores/session';
import { useFirstScreenShown } from '../ui/first-screen';
import { whenLoadedAndIdle } from '../ui/when-idle';

/**
 * Start-up calls of seed 000 §7: the profile at once; countries and currencies, then, once the profile
 * is in, menu counters, gearboxes and auction statuses. Nothing on a first screen needs the latter five
 * from here (what shows one asks for it itself: the sidebar's counters, a lot's landed cost), so they
 * wait until that screen is in and keep out of the way of its photos. The live-updates socket runs
 * while authenticated, from once that screen is in, the page has loaded and the browser is idle (its
 * client, 13 kB gzip, is a chunk of its own that no first screen waits for; the notification host
 * refetches on connect what events would have refreshed). A visitor's page (share pages) asks for no profile.
 */
export function useSessionBootstrap(visitorPage: boolean): void {
  const authenticated = useSnapshot(sessionStore).status === SessionStatus.authenticated;
  const user = useQuery({ ...profileQuery(), enabled: !visitorPage }).data?.detail;
  const firstScreenShown = useFirstScreenShown();
  useCountryList(firstScreenShown);
  useQuery({ ...currencyListQuery(), enabled: firstScreenShown });
  const afterProfile = firstScreenShown && authenticated;
  useQuery({ ...menuCountersQuery(), enabled: afterProfile });
  useQuery({ ...gearboxListQuery(), enabled: afterProfile });
  useQuery({ ...auctionStatusListQuery(), enabled: afterProfile });

  const userId = authenticated && firstScreenShown ? user?.userId : undefined;
  const roleId = user?.roleId;
  useEffect(() => {
    if (userId === undefined || roleId === undefined) return;
    const cancel = whenLoadedAndIdle(() => void connectSocket({ userId, roleId }));
    return () => {
      cancel();
      disconnectSocket();
    };
  }, [userId, roleId]);
}
