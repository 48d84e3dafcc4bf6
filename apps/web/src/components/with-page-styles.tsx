import '../styles/pages.css';
import { Outlet } from 'react-router';

/** A layout route that brings the Mantine styles the login page does without (styles/pages.css). */
export function WithPageStyles() {
  return <Outlet />;
}
