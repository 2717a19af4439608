/** The back office itself: its router, its providers, and the watch on the session, started by main.tsx. */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { Providers, createQueryClient } from './providers';
import { prefetchScreenData, preloadScreen, routes } from './routes';
import { watchSessionExpiry } from './session-expiry';
import { authCheckQuery, fetchAuthCheck } from '../features/auth/auth.queries';
import { takeEarlySession } from './early-session';
import { INLINE_FAILURE } from '../lib/failures';
import { desktopBridge } from '../lib/runtime';

const queryClient = createQueryClient();
watchSessionExpiry(queryClient);
const BASENAME = '/admin';
const router = createBrowserRouter(routes, { basename: BASENAME });
// The desktop app's main process shows a path here (a notification's lead, File › Cambia server…).
desktopBridge()?.onNavigate((path) => void router.navigate(path));
// The session check is asked first, before the chunks below take the browser's connections (six at most): the
// sign-in gate waits for its answer, whatever the screen, and shows a failed check itself (the login screen).
// The entry has sent it already (early-session.ts): its answer is this query's first.
// The shell and the page asked for are fetched while the session is checked (the sign-in's own address needs
// neither: whoever opens it is signing in); once it says who is signed in, the landing page's data is asked for.
const { pathname, search } = router.state.location;
const signingIn = pathname === `${BASENAME}/login`;
void queryClient.prefetchQuery({ ...authCheckQuery(), queryFn: () => takeEarlySession() ?? fetchAuthCheck(), meta: INLINE_FAILURE }).then(() => {
  const check = queryClient.getQueryData(authCheckQuery().queryKey);
  if (!signingIn && check?.authenticated && !check.admin.mustChangePassword) prefetchScreenData(pathname, search, BASENAME, queryClient, check.admin);
});
if (!signingIn) preloadScreen(pathname, BASENAME);

// In a transition React renders the first screen in slices, answering input between them, instead of in one
// long task: on a phone's CPU the page stays responsive (the sign-in's blocking time after its first paint,
// in Chromium with the CPU slowed four times as Lighthouse does, went from 388-658 ms to 233-254 ms).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
