import { BrandLink } from './brand-link.tsx';
import { HeaderFrame } from './header-frame.tsx';
import { PageLoader } from './page-loader.tsx';
import { PageShell } from './page-shell.tsx';

/**
 * What a link straight to a page shows while that page's code loads: the header at once, the loader
 * under it. A phone on slow data sees the product within the first script, not a blank screen until
 * the page's own scripts arrive (issue 16).
 */
export function ShellLoader() {
  return (
    <PageShell header={<HeaderFrame brand={<BrandLink to="/" compact />} />}>
      <PageLoader />
    </PageShell>
  );
}
