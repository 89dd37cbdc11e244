import type { SocialProfiles } from '@pt/contracts';

export interface SocialLink {
  network: keyof SocialProfiles;
  label: string;
  href: string;
  /** The network's mark, drawn as one stroked path in a 24 x 24 box. */
  path: string;
}

const networks: Omit<SocialLink, 'href'>[] = [
  { network: 'facebook', label: 'Facebook', path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z' },
  {
    network: 'instagram',
    label: 'Instagram',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h.01',
  },
  {
    network: 'linkedin',
    label: 'LinkedIn',
    path: 'M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm6 6h4v2c.6-1.1 2-2.2 4-2.2 3.5 0 4 2.3 4 5.2v7h-4v-6.2c0-1.5 0-3.3-2-3.3s-2.3 1.6-2.3 3.2V21h-4z',
  },
];

/** The footer's social links: only the networks the practice profile gives an https address for. */
export function socialLinks(profiles: SocialProfiles): SocialLink[] {
  return networks.flatMap((network) => {
    const href = profiles[network.network]?.trim();
    return href && /^https:\/\/\S+$/.test(href) ? [{ ...network, href }] : [];
  });
}
