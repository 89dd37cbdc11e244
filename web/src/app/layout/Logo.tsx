import { Link } from 'react-router-dom';
import { practice } from '@pt/contracts';

export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <path d="M10 40c7-8 14-8 21 0s14 8 23 0" fill="none" stroke="#5eead4" strokeWidth="6" strokeLinecap="round" />
      <circle cx="32" cy="20" r="7" fill="#fff" />
    </svg>
  );
}

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" className="site-logo" onClick={onNavigate}>
      <LogoMark />
      <span className="site-logo-name">{practice.name}</span>
    </Link>
  );
}
