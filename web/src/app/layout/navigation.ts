/** The header's links (spec 000 section 2), shared by the wide navigation and the side menu. */
export interface NavItem {
  to: string;
  label: string;
  /** Paths under this prefix also mark the link as current. */
  section?: string;
}

export const navItems: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/about', label: 'About' },
  { to: '/patient-portal/login', label: 'Patient Portal', section: '/patient-portal' },
  { to: '/contact', label: 'Contact' },
];

export function isCurrent(pathname: string, item: NavItem): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (item.to === '/') return path === '/';
  const base = item.section ?? item.to;
  return path === item.to || path === base || path.startsWith(`${base}/`);
}
