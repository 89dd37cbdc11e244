import { practice } from '@pt/contracts';
import { usePortalUser } from '../../shared/session/usePortalUser';
import { settingsSectionsFor } from './settings-sections';
import './settings.scss';

/** /patient-portal/settings: the sections of Settings the user's role has (settings-sections.ts). */
export function SettingsPage() {
  const { user } = usePortalUser();
  const sections = settingsSectionsFor(user.role);
  return (
    <section className="section portal-page settings-page">
      <title>{`Settings | ${practice.name}`}</title>
      <div className="container">
        <h1 className="title is-3">Settings</h1>
        <p className="subtitle is-6 portal-lead">
          Signed in as <strong>{user.email}</strong>
        </p>
        {sections.map(({ id, title, description, Panel }) => (
          <section key={id} className="box settings-section" aria-labelledby={`settings-${id}`} data-testid={`settings-${id}`}>
            <h2 className="title is-5 mb-1" id={`settings-${id}`}>
              {title}
            </h2>
            <p className="settings-description">{description}</p>
            <Panel />
          </section>
        ))}
      </div>
    </section>
  );
}
