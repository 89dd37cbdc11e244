import type { Practitioner } from '@pt/contracts';

/** One therapist: portrait, name, role, experience, education, certifications and specialties. */
export function PractitionerCard({ practitioner }: { practitioner: Practitioner }) {
  const { slug, name } = practitioner;
  return (
    // The anchor of /about#<slug>; focusable so a followed link leaves keyboard focus here.
    <article id={slug} className="practitioner-card" aria-labelledby={`${slug}-name`} tabIndex={-1}>
      <div className="practitioner-head">
        <img
          className="practitioner-portrait"
          src={practitioner.image}
          alt={`Portrait of ${name}`}
          width={160}
          height={160}
          loading="lazy"
        />
        <div>
          <h3 id={`${slug}-name`} className="title is-4">
            {name}
          </h3>
          <p className="practitioner-role">{practitioner.role}</p>
          <p className="practitioner-experience">
            <strong>{practitioner.experience}</strong> of experience
          </p>
        </div>
      </div>

      <dl className="practitioner-facts">
        <dt>Education</dt>
        <dd>{practitioner.education}</dd>
        <dt>Certifications</dt>
        <dd>
          <ul className="practitioner-list">
            {practitioner.certifications.map((certification) => (
              <li key={certification}>{certification}</li>
            ))}
          </ul>
        </dd>
        <dt>Specialties</dt>
        <dd>
          <ul className="practitioner-specialties">
            {practitioner.specialties.map((specialty) => (
              <li key={specialty} className="tag">
                {specialty}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
    </article>
  );
}
