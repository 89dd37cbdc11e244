import { isServiceSlug, serviceCatalogue, type ServiceSlug } from '@pt/contracts';

/**
 * The eight service cards of /services (spec 000 sections 2 and 3): the catalogue's services, in
 * its order, with the copy of this page. The catalogue's slug is the card's id and URL hash.
 */
export interface ServiceCopy {
  shortDescription: string;
  /** Paragraphs shown when the card is expanded. */
  fullDescription: string[];
  conditions: string[];
}

export interface Service extends ServiceCopy {
  id: ServiceSlug;
  title: string;
}

/** Spec 000 section 9: a collapsed card lists this many conditions, then a +N more badge. */
export const collapsedConditionCount = 3;

/** The copy of each card, by the catalogue's slug. */
export const serviceCopy: Record<ServiceSlug, ServiceCopy> = {
  'dry-needling': {
    shortDescription:
      'Fine, single-use filament needles release stubborn trigger points and muscle tension, easing pain so you can move freely again.',
    fullDescription: [
      'Dry needling places a thin, sterile filament needle into myofascial trigger points: tight, irritable bands in a muscle that refer pain, limit motion and keep tissue guarded long after an injury has healed. A well-placed needle often produces a brief local twitch, after which the muscle relaxes and circulation to the area improves.',
      'We combine needling with manual therapy and targeted exercise in the same visit, so the window of lower pain is used to retrain movement. Most patients feel a deep ache during treatment and mild soreness for a day or two, and notice easier movement within one to three sessions.',
      'Before your first treatment we review your health history, medications and any needle sensitivity. Dry needling is not acupuncture: it is an anatomy-based technique guided by a physical therapy assessment of how you move.',
    ],
    conditions: [
      'Neck and shoulder tension',
      'Low back pain',
      'Tension-type headaches',
      "Tennis and golfer's elbow",
      'Plantar fasciitis',
      'IT band and hip pain',
      'Muscle strains',
      'Sciatica-type leg pain',
    ],
  },
  'manual-therapy': {
    shortDescription:
      'Skilled hands-on joint mobilization and soft-tissue techniques that ease stiffness, calm pain and restore natural motion.',
    fullDescription: [
      'Manual therapy is skilled, hands-on treatment: joint mobilization and manipulation, soft-tissue mobilization, myofascial release and muscle energy techniques. The aim is to restore normal joint glide and tissue mobility, so that movement stops hurting and exercise can do its work.',
      'Every technique is chosen from your assessment, not from a routine. A stiff mid-back that overloads the neck, a hip that will not rotate and strains the knee, a shoulder tightened after surgery: we treat the restriction, then lock in the gain with a home exercise you can start the same day.',
    ],
    conditions: [
      'Neck pain and stiffness',
      'Low back pain',
      'Frozen shoulder',
      'Hip and knee osteoarthritis',
      'Post-surgical scar tissue',
      'Ankle sprains',
      'Jaw (TMJ) pain',
    ],
  },
  'movement-analysis': {
    shortDescription:
      'A head-to-toe look at how you squat, lift, reach and balance, to find the root cause of pain instead of chasing symptoms.',
    fullDescription: [
      'Pain often shows up far from where the problem starts. A movement analysis screens your mobility, strength, motor control and balance through everyday and sport-specific tasks (squatting, lunging, single-leg balance, reaching overhead, lifting) and uses slow-motion video so you can see what we see.',
      'Because we come to you, we assess the movements that matter where they happen: the stairs you climb, the desk you work at, the garage gym you train in. You receive a clear summary of the findings and a prioritized corrective plan, whether the goal is lifting without back pain or getting back to pickleball.',
    ],
    conditions: [
      'Recurring injuries',
      'Chronic back or neck pain',
      'Poor balance and fall risk',
      'Shoulder impingement',
      'Knee pain on stairs or squats',
      'Work-related strain',
      'Return-to-sport screening',
    ],
  },
  'running-analysis': {
    shortDescription:
      'Video gait analysis and a clear training plan that keep you running stronger, with less pain and fewer setbacks.',
    fullDescription: [
      'We film you from the side and from behind at your usual pace, on your treadmill or a nearby route, and break down cadence, foot strike, hip drop, knee alignment and arm swing. The video is paired with strength, mobility and footwear checks to explain why an injury keeps coming back.',
      'You leave with specific changes, not general advice: a cadence target, two or three cues that feel natural, a strength routine for the links that lag behind, and a gradual return-to-run schedule. Whether you are training for a marathon or your first 5K along A1A, the plan fits your goals and your training week.',
    ],
    conditions: [
      "Runner's knee (patellofemoral pain)",
      'IT band syndrome',
      'Shin splints',
      'Achilles tendinopathy',
      'Plantar fasciitis',
      'Hip and hamstring strains',
      'Stress fracture recovery',
      'Return to running after injury or pregnancy',
    ],
  },
  'injury-rehabilitation': {
    shortDescription:
      'Structured, progressive rehab for sprains, strains and sports injuries, from the first painful days back to full activity.',
    fullDescription: [
      'Rehab starts by protecting the injured tissue and calming pain and swelling, then moves step by step through restoring motion, rebuilding strength and retraining the skills your work or sport demands. Each phase has clear criteria, so you progress when your body is ready, not by guesswork.',
      'Sessions combine hands-on treatment, graded exercise and, where it helps, taping and load management. We measure strength, range of motion and function regularly so you can see progress in numbers, and we coordinate with your physician when imaging or a referral is needed.',
    ],
    conditions: [
      'Ankle sprains',
      'Rotator cuff strains and tendinitis',
      'ACL, MCL and meniscus injuries',
      'Hamstring and calf strains',
      'Tendinopathies',
      'Whiplash',
      'Lifting-related back injuries',
      'Fracture recovery',
    ],
  },
  'lymphedema-therapy': {
    shortDescription:
      'Certified lymphedema care, including manual lymphatic drainage and compression, to reduce swelling and protect your skin.',
    fullDescription: [
      'Lymphedema is a build-up of protein-rich fluid when the lymphatic system cannot drain an area well, most often after cancer treatment that removed or radiated lymph nodes, but also after surgery, trauma or with venous disease. Left untreated it can progress, harden the tissue and raise the risk of infection.',
      'Our certified lymphedema therapist provides complete decongestive therapy at home: gentle manual lymphatic drainage, multilayer compression bandaging, skin care and decongestive exercise. We measure the limb at every visit to track volume and, once the swelling is stable, help you get fitted for compression garments.',
      'Treatment at home means no driving while bandaged, and we teach you and your family self-massage and bandaging so the results last long after therapy ends.',
    ],
    conditions: [
      'Breast cancer-related lymphedema',
      'Lymphedema after lymph node removal',
      'Primary lymphedema',
      'Lipedema',
      'Swelling from venous insufficiency',
      'Post-surgical swelling',
      'Head and neck lymphedema',
    ],
  },
  'hand-therapy': {
    shortDescription:
      'Specialized rehab for the hand, wrist and elbow that restores grip, dexterity and independence with everyday tasks.',
    fullDescription: [
      'The hand packs precise anatomy into a small space, and recovering its function takes specialized care. Hand therapy treats injuries and conditions from the fingertips to the elbow with splinting guidance, swelling control, scar management, tendon-gliding exercises and a graded program that rebuilds strength and dexterity.',
      'Our occupational therapist focuses on the tasks that matter to you: buttoning a shirt, opening jars, typing, gripping a golf club or holding a grandchild. At home we practice with your own tools and kitchen and suggest simple changes that protect healing joints while you recover.',
    ],
    conditions: [
      'Carpal tunnel syndrome',
      'Trigger finger',
      "De Quervain's tenosynovitis",
      'Wrist and finger fractures',
      'Tendon repairs',
      'Hand and thumb arthritis',
      'Tennis elbow',
      "Dupuytren's contracture",
    ],
  },
  'post-op-rehab': {
    shortDescription:
      'Expert recovery after joint replacement, ligament repair or spine surgery, in the comfort and safety of your own home.',
    fullDescription: [
      "The first weeks after surgery are when rehab matters most and when getting to a clinic is hardest. We start therapy at home, often within days of discharge, and follow your surgeon's protocol for weight bearing, range-of-motion limits and precautions.",
      'Treatment restores motion, manages swelling and scar tissue, rebuilds strength and makes daily tasks safe again, from getting out of bed to the first walk outside. We send progress notes to your surgical team and adjust the plan at every milestone.',
      "When you are ready for the gym, the golf course or the water, we bridge the gap with sport-specific training, so recovery does not stop at 'good enough'.",
    ],
    conditions: [
      'Total knee replacement',
      'Total hip replacement',
      'ACL reconstruction',
      'Rotator cuff repair',
      'Shoulder replacement',
      'Spinal fusion or laminectomy',
      'Achilles tendon repair',
      'Fracture surgery (ORIF)',
    ],
  },
};

export const services: readonly Service[] = serviceCatalogue.map(({ slug, name }) => ({
  id: slug,
  title: name,
  ...serviceCopy[slug],
}));

/** The service a URL hash such as `#hand-therapy` names, or null. */
export function serviceIdFromHash(hash: string): ServiceSlug | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  return isServiceSlug(id) ? id : null;
}
