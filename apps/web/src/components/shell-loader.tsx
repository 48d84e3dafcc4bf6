import { DASHBOARD_PATH } from '@scouting/contract/roles';
import { BrandLink } from './brand-link.tsx';
import { FirstScreenGreeting } from './first-screen-greeting.tsx';
import { HeaderFrame } from './header-frame.tsx';
import { PageLoader } from './page-loader.tsx';
import { PageShell } from './page-shell.tsx';

const isDashboard = (path: string) => Object.values(DASHBOARD_PATH).includes(path);

/**
 * What a link straight to a page shows while that page's code loads: the header at once, the loader
 * under it, and on a dashboard the member's greeting (first-screen-greeting.tsx). A phone on slow data
 * sees the product within the first script, not a blank screen until the page's own scripts arrive
 * (decision 015).
 */
export function ShellLoader() {
  return (
    <PageShell header={<HeaderFrame brand={<BrandLink to="/" compact />} />}>
      {/* Marked so a journey can tell the shell from the page it stands for. */}
      <div data-shell-loader>{isDashboard(window.location.pathname) ? <FirstScreenGreeting /> : <PageLoader />}</div>
    </PageShell>
  );
}
