import { describe, expect, it } from 'vitest';
import { exerciseCategories, exerciseSchema } from '@pt/contracts';
import { seedLibrary } from './seed-library';

/** The condition tags the practice uses (exact spelling). */
const conditionVocabulary = [
  'knee replacement',
  'hip replacement',
  'knee pain',
  'hip pain',
  'low back pain',
  'neck pain',
  'shoulder pain',
  'rotator cuff',
  'frozen shoulder',
  'ankle sprain',
  'plantar fasciitis',
  'osteoarthritis',
  'rheumatoid arthritis',
  'hand arthritis',
  'carpal tunnel',
  'tennis elbow',
  'stroke',
  'parkinsons',
  'balance',
  'fall risk',
  'lymphedema',
  'post-mastectomy',
  'diabetes',
  'circulation',
  'deconditioning',
  'osteoporosis',
  'post-surgery',
  'running injury',
  'sciatica',
  'posture',
];

const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('the seed exercise library', () => {
  it('has every entry valid for the exercise form', () => {
    for (const entry of seedLibrary) {
      const parsed = exerciseSchema.safeParse(entry);
      expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${entry.slug}: ${issue.path.join('.')} ${issue.message}`)).toEqual([]);
    }
  });

  it('has unique kebab-case slugs and unique names', () => {
    const slugs = seedLibrary.map((entry) => entry.slug);
    expect(slugs.filter((slug) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))).toEqual([]);
    expect(duplicates(slugs)).toEqual([]);
    expect(duplicates(seedLibrary.map((entry) => entry.name.toLowerCase()))).toEqual([]);
  });

  it('has at least 36 exercises and at least 6 in every category', () => {
    expect(seedLibrary.length).toBeGreaterThanOrEqual(36);
    for (const category of exerciseCategories) {
      expect(seedLibrary.filter((entry) => entry.category === category).length, category).toBeGreaterThanOrEqual(6);
    }
  });

  it('mixes difficulties', () => {
    for (const difficulty of ['beginner', 'intermediate', 'advanced'] as const) {
      expect(seedLibrary.some((entry) => entry.difficulty === difficulty), difficulty).toBe(true);
    }
  });

  it('tags conditions only from the vocabulary, and uses all of it', () => {
    const used = seedLibrary.flatMap((entry) => entry.conditionTags ?? []);
    expect(used.filter((tag) => !conditionVocabulary.includes(tag))).toEqual([]);
    expect(conditionVocabulary.filter((tag) => !used.includes(tag))).toEqual([]);
    for (const entry of seedLibrary) {
      const tags = entry.conditionTags ?? [];
      expect(tags.length, entry.slug).toBeGreaterThanOrEqual(1);
      expect(tags.length, entry.slug).toBeLessThanOrEqual(4);
      expect(duplicates(tags), entry.slug).toEqual([]);
    }
  });

  it('writes instructions as 4 to 8 numbered steps, one a line', () => {
    for (const entry of seedLibrary) {
      const lines = entry.instructions.split('\n');
      expect(lines.length, entry.slug).toBeGreaterThanOrEqual(4);
      expect(lines.length, entry.slug).toBeLessThanOrEqual(8);
      lines.forEach((line, index) => expect(line, entry.slug).toMatch(new RegExp(`^${index + 1}\\. \\S`)));
    }
  });

  it('fills in the details a patient needs', () => {
    for (const entry of seedLibrary) {
      expect(entry.duration, entry.slug).toBeGreaterThanOrEqual(2);
      expect(entry.duration, entry.slug).toBeLessThanOrEqual(15);
      expect(entry.repetitions?.trim(), entry.slug).toBeTruthy();
      expect(entry.precautions?.trim(), entry.slug).toBeTruthy();
      expect(entry.targetAreas?.length, entry.slug).toBeGreaterThan(0);
      expect(entry.targetAreas?.every((area) => area === area.toLowerCase()), entry.slug).toBe(true);
      expect(entry.contraindications?.length ?? 0, entry.slug).toBeLessThanOrEqual(3);
      expect(entry.therapeuticBenefits?.length, entry.slug).toBeGreaterThanOrEqual(2);
      expect(entry.therapeuticBenefits?.length, entry.slug).toBeLessThanOrEqual(4);
      expect(entry.imageUrl ?? '', entry.slug).toBe('');
      expect(entry.videoUrl ?? '', entry.slug).toBe('');
    }
  });
});
