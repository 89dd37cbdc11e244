import { Link } from 'react-router-dom';

/**
 * Beside every form that collects health information: where to read how we protect it
 * (the public site's Notice of Privacy Practices at /privacy-practices).
 */
export function PrivacyNote({ children = 'We keep what you send us private.' }: { children?: string }) {
  return (
    <p className="privacy-note">
      {children} Read how in our <Link to="/privacy-practices">Notice of Privacy Practices</Link>.
    </p>
  );
}
