// Around every route: the window title of the screen and focus on its heading after a navigation.
import { Outlet } from 'react-router-dom';
import { useDocumentTitle, useHeadingFocusOnNavigation } from '../use-page-focus-and-title';

export function PageFrame() {
  useDocumentTitle();
  useHeadingFocusOnNavigation();
  return <Outlet />;
}
