import type { Exercise, RecommendedExercise } from '@pt/contracts';

/**
 * The rule-based recommendation engine (`rule-based-v1`): scores every active library exercise for
 * a patient from their conditions, medical history and latest pain level. Pure and data-driven: the
 * tables below are the rules; the function only applies them.
 */

/** What the engine knows of a patient. */
export interface PatientPicture {
  primaryCondition: string;
  currentConditions: readonly string[];
  medicalHistory: string;
  /** The latest pain level reported (0-10), or null when none was. */
  painLevel: number | null;
  /** Where that pain level was reported, and on which day (yyyy-MM-dd): the reasoning names it. */
  painReported?: { from: 'measurement' | 'completion'; day: string } | null;
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * " (reported with a completed exercise on Nov 20, 2026)": a pain level's source, so a therapist can
 * find the number (a completion's pain is not on the Progress tab, which shows measurements).
 */
export function painSourceWords(reported: PatientPicture['painReported']): string {
  const match = reported?.day.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!reported || !match) return '';
  const day = `${monthNames[Number(match[2]) - 1]} ${Number(match[3])}, ${match[1]}`;
  return reported.from === 'measurement' ? ` (recorded in Progress on ${day})` : ` (reported with a completed exercise on ${day})`;
}

export type LibraryExercise = Pick<
  Exercise,
  'id' | 'name' | 'category' | 'description' | 'duration' | 'repetitions' | 'difficulty' | 'targetAreas' | 'conditionTags' | 'contraindications' | 'therapeuticBenefits' | 'isActive'
>;

export interface EngineInput {
  patient: PatientPicture;
  library: readonly LibraryExercise[];
  /** Exercises of the patient's active program: not proposed again. */
  inProgram: ReadonlySet<string>;
  /** Exercises already recommended and pending or approved: not proposed again. */
  alreadyRecommended: ReadonlySet<string>;
}

export interface Proposal {
  exerciseId: string;
  exercise: RecommendedExercise;
  /** 0-100. */
  score: number;
  reasoning: string;
  basedOnConditions: string[];
}

/** Below this score a proposal is not worth a therapist's time. */
export const usefulScore = 40;
/** At most this many proposals per generation. */
export const maxProposals = 6;

/** Body areas and the words that name them in conditions, tags and target areas. */
const bodyAreas: Record<string, readonly string[]> = {
  knee: ['knee', 'patella', 'patellar', 'acl', 'mcl', 'meniscus', 'quadriceps'],
  hip: ['hip', 'glutes', 'glute', 'piriformis', 'hip flexors'],
  back: ['back', 'low back', 'spine', 'spinal', 'sciatica', 'sciatic', 'disc', 'core'],
  neck: ['neck', 'cervical', 'whiplash', 'trapezius'],
  shoulder: ['shoulder', 'rotator cuff', 'frozen shoulder', 'shoulder blades', 'mastectomy'],
  ankle: ['ankle', 'achilles', 'calf', 'calves', 'sprain'],
  foot: ['foot', 'feet', 'plantar', 'heel', 'arch', 'toes'],
  elbow: ['elbow', 'tennis elbow', 'forearm'],
  wrist: ['wrist', 'carpal'],
  hand: ['hand', 'finger', 'fingers', 'thumb', 'grip'],
  balance: ['balance', 'fall', 'falls', 'dizziness', 'vertigo', 'unsteady', 'parkinsons', 'neuropathy'],
  circulation: ['circulation', 'lymphedema', 'swelling', 'edema', 'oedema', 'diabetes'],
};

/** How well each difficulty suits a pain level: points added, and the words the reasoning uses (with where the level was reported). */
function difficultyFit(difficulty: string, pain: number | null, reported?: PatientPicture['painReported']): { points: number; words: string } {
  const level = difficulty.toLowerCase();
  if (pain === null) {
    const points = level === 'beginner' ? 8 : level === 'intermediate' ? 3 : -10;
    return { points, words: level === 'advanced' ? 'advanced difficulty; no pain level recorded yet' : `${level} difficulty is a safe start (no pain level recorded yet)` };
  }
  const source = painSourceWords(reported);
  const painText = `a pain level of ${pain}/10${source}`;
  if (pain >= 7) {
    const points = level === 'beginner' ? 15 : level === 'intermediate' ? -15 : -35;
    return { points, words: level === 'beginner' ? `gentle beginner difficulty suits ${painText}` : `${level} difficulty may be too much at ${painText}` };
  }
  if (pain >= 4) {
    const points = level === 'beginner' ? 10 : level === 'intermediate' ? 0 : -20;
    return { points, words: level === 'beginner' ? `gentle beginner difficulty suits ${painText}` : `${level} difficulty at ${painText}` };
  }
  const points = level === 'beginner' ? 4 : level === 'intermediate' ? 8 : 2;
  return { points, words: `${level} difficulty suits a low pain level of ${pain}/10${source}` };
}

/** Other ways patients and referrals name what the library's tags name. */
const synonyms: readonly [RegExp, string][] = [
  [/\blower back\b/g, 'low back'],
  [/\blumbar\b/g, 'low back'],
  [/\bparkinson'?s\b/g, 'parkinsons'],
  [/\boa\b/g, 'osteoarthritis'],
  [/\bra\b/g, 'rheumatoid arthritis'],
  [/\b(tkr|tka)\b/g, 'knee replacement'],
  [/\b(thr|tha)\b/g, 'hip replacement'],
  [/\bcva\b/g, 'stroke'],
  [/\blateral epicondylitis\b/g, 'tennis elbow'],
  [/\badhesive capsulitis\b/g, 'frozen shoulder'],
];

function normalize(text: string): string {
  let normal = text.toLowerCase().replace(/[^a-z0-9' ]+/g, ' ').replace(/\s+/g, ' ').trim();
  for (const [pattern, replacement] of synonyms) normal = normal.replace(pattern, replacement);
  return normal;
}
/** Whether `text` names `term` as whole words ("knee" in "left knee pain", not "kneeling"). */
const names = (text: string, term: string) => term !== '' && ` ${text} `.includes(` ${term} `);
const plural = (term: string) => [term, `${term}s`];
/** Two phrases speak of the same thing: either contains the other as whole words. */
const samePhrase = (a: string, b: string) => plural(b).some((t) => names(a, t)) || plural(a).some((t) => names(b, t));
const areasIn = (text: string) => Object.keys(bodyAreas).filter((area) => bodyAreas[area]!.some((word) => plural(word).some((w) => names(text, w))));
/** A condition that is only a body area ("hip") says too little to rule an exercise out. */
const onlyAnArea = (condition: string) => Object.values(bodyAreas).some((words) => words.includes(condition));

const listed = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const clamp = (score: number) => Math.max(0, Math.min(100, Math.round(score)));

interface Condition {
  /** As the patient's record spells it. */
  label: string;
  text: string;
}

function conditionsOf(patient: PatientPicture): Condition[] {
  const seen = new Set<string>();
  return [patient.primaryCondition, ...patient.currentConditions].flatMap((label) => {
    const text = normalize(label);
    if (!text || seen.has(text)) return [];
    seen.add(text);
    return [{ label: label.trim(), text }];
  });
}

/** Scores one exercise for the patient, or null when it does not concern them or must not be proposed. */
export function scoreExercise(exercise: LibraryExercise, patient: PatientPicture): Proposal | null {
  const conditions = conditionsOf(patient);
  const history = normalize(patient.medicalHistory);
  const tags = exercise.conditionTags.map(normalize);
  const areas = new Set([...exercise.targetAreas, ...exercise.conditionTags].flatMap((t) => areasIn(normalize(t))));

  // A condition the exercise is contraindicated for (e.g. "hip replacement" in "recent hip replacement unless cleared").
  const contraindications = exercise.contraindications.map(normalize);
  const ruledOut = (text: string) => !onlyAnArea(text) && contraindications.some((c) => names(c, text));
  if (conditions.some((c) => ruledOut(c.text))) return null;

  const targeted: Condition[] = [];
  const worked: { condition: Condition; areas: string[] }[] = [];
  for (const condition of conditions) {
    if (tags.some((tag) => samePhrase(condition.text, tag))) {
      targeted.push(condition);
      continue;
    }
    const shared = areasIn(condition.text).filter((area) => areas.has(area));
    if (shared.length > 0) worked.push({ condition, areas: shared });
  }
  const fromHistory = history ? exercise.conditionTags.filter((tag, i) => samePhrase(history, tags[i]!) && !targeted.some((c) => samePhrase(c.text, tags[i]!))) : [];
  if (targeted.length === 0 && worked.length === 0 && fromHistory.length === 0) return null;

  let score = 0;
  const reasons: string[] = [];
  if (targeted.length > 0) {
    score += 50 + 10 * Math.min(targeted.length - 1, 2);
    reasons.push(`Targets ${listed(targeted.map((c) => c.text))}`);
  }
  if (worked.length > 0) {
    score += (targeted.length > 0 ? 5 : 35) + 5 * Math.min(worked.length - 1, 2);
    const workedAreas = [...new Set(worked.flatMap((w) => w.areas))];
    reasons.push(`works the ${listed(workedAreas)} (${listed(worked.map((w) => w.condition.text))})`);
  }
  if (fromHistory.length > 0) {
    score += targeted.length + worked.length > 0 ? 8 : 30;
    reasons.push(`relevant to the medical history (${listed(fromHistory)})`);
  }
  const fit = difficultyFit(exercise.difficulty, patient.painLevel, patient.painReported);
  score += fit.points;
  reasons.push(fit.words);

  const reasoning = reasons.join('; ');
  const { id, name, category, description, duration, repetitions, difficulty } = exercise;
  return {
    exerciseId: id,
    exercise: { id, name, category, description, duration, repetitions: repetitions === '' ? null : repetitions, difficulty },
    score: clamp(score),
    reasoning: `${reasoning.charAt(0).toUpperCase()}${reasoning.slice(1)}.`,
    basedOnConditions: [...targeted.map((c) => c.label), ...worked.map((w) => w.condition.label), ...fromHistory],
  };
}

/** The useful proposals for a patient, best first: active exercises not in their program nor already recommended. */
export function recommendExercises({ patient, library, inProgram, alreadyRecommended }: EngineInput): Proposal[] {
  return library
    .filter((e) => e.isActive && !inProgram.has(e.id) && !alreadyRecommended.has(e.id))
    .flatMap((e) => scoreExercise(e, patient) ?? [])
    .filter((p) => p.score >= usefulScore)
    .sort((a, b) => b.score - a.score || a.exercise.name.localeCompare(b.exercise.name))
    .slice(0, maxProposals);
}
