// Session and profile calls (seed 000 §7). The profile request also moves the session status (§4).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { LoginBody, LoginResponse, ProfileResponse, SuccessResponse, UpdateSettingBody } from '../../schemas/api/session';
import { profileFailed, profileReceived, profileRequested } from '../stores/session';
import { api, isApiError } from './client';
import { PROFILE_PATH } from '../../shared/profile-call';

async function fetchProfile(): Promise<ProfileResponse> {
  profileRequested();
  try {
    const profile = await api.get<ProfileResponse>(PROFILE_PATH);
    profileReceived(profile.success && Boolean(profile.detail));
    return profile;
  } catch (error) {
    profileFailed(isApiError(error, 401, 403));
    throw error;
  }
}

export const profileQuery = () =>
  queryOptions({
    queryKey: ['session', 'profile'] as const,
    queryFn: fetchProfile,
    // a failure decides the session status at once: retrying would leave the page on the spinner
    retry: false,
    staleTime: 60_000,
  });

export const DASHBOARD_SUMMARY_KEY = ['dashboard', 'summary'] as const;
/** A client's balance as a manager's bid form shows it (GET /user/user-info), per client id. */
export const CLIENT_BALANCE_KEY = 'client-balance';

/**
 * The cached answers holding balance figures (the profile's balanceInfo, the dashboard's, a client's
 * for a manager): refreshed whenever a bid may have moved them, whoever moved it.
 */
export const balanceKeys = (): ReadonlyArray<readonly unknown[]> => [profileQuery().queryKey, DASHBOARD_SUMMARY_KEY, [CLIENT_BALANCE_KEY]];

export const logIn = (body: LoginBody) => api.post<LoginResponse>('/auth', { body });

export const logOut = () => api.post<SuccessResponse>('/auth/logout');

export const updateSettings = (body: UpdateSettingBody) => api.put<SuccessResponse>('/user/update-setting', { body });

/**
 * True on pages open to anyone (share pages): they are a visitor's and ask for no profile, since a
 * visitor's session calls could only answer 401. A profile already loaded is still read.
 */
const VisitorPageContext = createContext(false);
export const VisitorPage = VisitorPageContext.Provider;

/** The signed-in user's profile, when the session has one. */
export const useProfile = (): ProfileResponse | undefined => {
  const visitorPage = useContext(VisitorPageContext);
  return useQuery({ ...profileQuery(), enabled: !visitorPage }).data;
};
