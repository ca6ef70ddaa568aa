/**
 * The signed-in person (spec §3/§4), one store for the whole page: the shell and every remote
 * read the same user. Navigation after login/logout is the caller's job; the store only keeps
 * state, the token and the spec's error messages.
 */
import { create } from 'zustand';
import { clearAccessToken, getAccessToken, setAccessToken } from '@storefront/shared/api/access-token';
import { deleteDeviceStores } from './device-stores';
import { errorCodeOf, errorMessage } from '@storefront/shared/api/api-errors';
import { getApiClient, type ApiClient, type RouterInputs, type RouterOutputs } from '@storefront/shared/api/trpc-client';
import { emit } from '@storefront/shared/events/events';

export type SessionUser = RouterOutputs['profile']['getMyProfile'];
export type ProfileUpdate = RouterInputs['profile']['updateProfile'];
export type LoginCredentials = RouterInputs['auth']['login'];

interface NameSource {
  email?: string | null;
  profile?: { firstName?: string | null } | null;
}

/** Profile first name, else the part of the email before '@', else '' (spec §3). */
export function deriveUserName(user: NameSource | null | undefined): string {
  const firstName = user?.profile?.firstName?.trim();
  if (firstName) return firstName;
  const email = user?.email ?? '';
  return email.includes('@') ? (email.split('@')[0] as string) : email;
}

interface Derived {
  isAuthenticated: boolean;
  userProfile: SessionUser['profile'] | null;
  userEmail: string;
  userId: SessionUser['id'] | null;
  userName: string;
}

/** Values that follow from the user, kept in the state so components can select them directly. */
export function deriveSession(user: SessionUser | null): Derived {
  return {
    isAuthenticated: user !== null,
    userProfile: user?.profile ?? null,
    userEmail: user?.email ?? '',
    userId: user?.id ?? null,
    userName: deriveUserName(user),
  };
}

export interface SessionState extends Derived {
  user: SessionUser | null;
  isLoading: boolean;
  error: string | null;
  fetchUser: () => Promise<SessionUser>;
  updateProfile: (changes: ProfileUpdate) => Promise<SessionUser>;
  login: (credentials: LoginCredentials) => Promise<SessionUser>;
  logout: () => Promise<void>;
  checkAuth: () => Promise<boolean>;
  setUser: (user: SessionUser | null) => void;
  clearUser: () => void;
}

let injectedClient: ApiClient | null = null;

/** Lets a test or a standalone remote give the store its client; otherwise the page's client is used. */
export function configureSession(client: ApiClient | null): void {
  injectedClient = client;
}

function client(): ApiClient {
  const found = injectedClient ?? getApiClient();
  if (!found) throw new Error('tRPC client not initialized');
  return found;
}

export const useSessionStore = create<SessionState>()((set, get) => {
  const withUser = (user: SessionUser | null) => ({ user, ...deriveSession(user) });

  /** Stores a person-readable message for a failure and hands the error back to the caller. */
  const fail = (error: unknown, fallbackKey: string): never => {
    set({ isLoading: false, error: errorMessage(error, fallbackKey) });
    throw error;
  };

  return {
    ...withUser(null),
    isLoading: false,
    error: null,

    async fetchUser() {
      set({ isLoading: true });
      try {
        const user = await client().profile.getMyProfile.query();
        set({ ...withUser(user), isLoading: false, error: null });
        return user;
      } catch (error) {
        return fail(error, 'session.fetchUserFailed');
      }
    },

    async updateProfile(changes) {
      set({ isLoading: true });
      try {
        const user = await client().profile.updateProfile.mutate(changes);
        set({ ...withUser(user), isLoading: false, error: null });
        return user;
      } catch (error) {
        return fail(error, 'session.updateProfileFailed');
      }
    },

    async login(credentials) {
      set({ isLoading: true, error: null });
      try {
        const { accessToken } = await client().auth.login.mutate(credentials);
        setAccessToken(accessToken);
        const user = await get().fetchUser();
        emit('account:signed-in', { userId: String(user.id) });
        return user;
      } catch (error) {
        clearAccessToken();
        return fail(error, 'session.loginFailed');
      }
    },

    async logout() {
      set({ isLoading: true });
      try {
        // Only a stored token can be revoked; a visitor without one is simply cleared below.
        if (getAccessToken()) await client().auth.logout.mutate();
        set({ error: null });
      } catch (error) {
        set({ error: errorMessage(error, 'session.logoutFailed') });
      } finally {
        // Signed out locally whatever the server said: the person asked to leave.
        clearAccessToken();
        // A gate scanner's day list and queue stay on the phone otherwise, for whoever picks it up.
        await deleteDeviceStores();
        set({ ...withUser(null), isLoading: false });
        emit('account:signed-out');
      }
    },

    async checkAuth() {
      if (!getAccessToken()) {
        get().clearUser();
        return false;
      }
      try {
        await get().fetchUser();
        return true;
      } catch (error) {
        // Only the server's "unknown token" ends the session: a time-out or an outage must not
        // sign the person out for good, and the next load checks the same token again.
        if (errorCodeOf(error) === 'UNAUTHORIZED') clearAccessToken();
        get().clearUser();
        return false;
      }
    },

    setUser(user) {
      set(withUser(user));
    },

    clearUser() {
      set({ ...withUser(null), error: null });
    },
  };
});

/** The store outside React (shell guards, loaders): `sessionStore.getState().checkAuth()`. */
export const sessionStore = useSessionStore;
