// The guard and the app layout wrap every guarded screen (filled in by the sign-in issue).
import { Outlet } from 'react-router-dom';

export function GuardedLayout() {
  return <Outlet />;
}
