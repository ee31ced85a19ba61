// Full agency details, derived deterministically from the agency key (built lazily, then cached).
import { caseStudyIdOf, LARGE_REVIEW_KEY, serviceIdOf, skillIdOf } from './ids';
import { int, pick, rngFor, Salt, sample, type Rng } from './prng';
import { LARGE_REVIEW, type AgencySummary } from './seed';
import * as pools from './seed-pools';

/** Counts the large review fixes where other agencies draw them; it also has every optional field. */
interface Shape {
  services: number;
  caseStudiesPerService: number;
  workItems: number;
}

type Plan = 'minimum_price' | 'price_range' | 'package_pricing';
const PLANS: Plan[] = ['minimum_price', 'price_range', 'package_pricing'];

export interface Link {
  url: string;
  linkName: string;
}
export interface DocumentRef {
  url: string;
  name: string;
}

function pricing(rng: Rng, plan: Plan) {
  const billingStructure = rng() < 0.5 ? 'ongoing_retainer' : 'one-time';
  const minAmount = int(rng, 2, 20) * 1000;
  if (plan === 'minimum_price') return { plan, minAmount, billingStructure };
  if (plan === 'package_pricing') return { plan, packageAmount: minAmount * 3, billingStructure };
  const maxAmount = minAmount + int(rng, 5, 30) * 1000;
  return { plan, minAmount, maxAmount, priceRange: `${minAmount}-${maxAmount}`, billingStructure };
}

function documents(rng: Rng, base: string, count: number): DocumentRef[] {
  return sample(rng, pools.WORK_DOCUMENTS, count).map((name) => ({
    url: `https://files.${base}/${encodeURIComponent(name.toLowerCase().replace(/\s+/g, '-'))}`,
    name,
  }));
}

function links(rng: Rng, base: string, count: number, section: string): Link[] {
  return sample(rng, pools.WORK_LINKS, count).map((linkName, index) => ({
    url: `https://www.${base}/${section}/${index + 1}`,
    linkName,
  }));
}

function caseStudy(rng: Rng, key: number, service: number, index: number, base: string) {
  const startYear = int(rng, 2017, 2025);
  const ongoingProject = rng() < 0.3;
  const client = pick(rng, pools.CLIENTS);
  return {
    _id: caseStudyIdOf(key, service, index),
    projectName: pick(rng, pools.PROJECTS),
    clientName: client,
    clientIndustry: pick(rng, pools.INDUSTRIES).en,
    startYear,
    endYear: ongoingProject ? null : Math.min(startYear + int(rng, 0, 2), 2026),
    ongoingProject,
    projectDescription: `A ${int(rng, 2, 9)}-month engagement for ${client}, from brief to reporting.`,
    links: links(rng, base, int(rng, 1, 2), `case-studies/${service}-${index}`),
    documents: documents(rng, base, int(rng, 0, 1)),
  };
}

function service(rng: Rng, key: number, index: number, base: string, shape: Shape | null) {
  const catalogue = pools.SERVICES[(key + index * 2) % pools.SERVICES.length];
  const industry = pick(rng, pools.INDUSTRIES);
  const steps = sample(rng, pools.PROCESS_STEPS, int(rng, 3, 5));
  return {
    _id: serviceIdOf(key, index),
    service: { title: { en: catalogue.en, ar: catalogue.ar }, description: catalogue.description.en },
    title: { en: `${catalogue.en} for ${industry.en}`, ar: `${catalogue.ar} لقطاع ${industry.ar}` },
    skills: sample(rng, pools.SKILLS, int(rng, 2, 4)).map((name) => ({
      _id: skillIdOf(pools.SKILLS.indexOf(name)),
      name: { en: name.en, ar: name.ar },
    })),
    // Consecutive services take consecutive plans, so three services cover every plan.
    pricing: pricing(rng, PLANS[(key + index) % PLANS.length]),
    caseStudies: Array.from({ length: shape?.caseStudiesPerService ?? int(rng, 1, 3) }, (_, i) =>
      caseStudy(rng, key, index, i, base),
    ),
    process: {
      processes: steps.map((step, i) => ({
        ...step,
        averageWorkingDays: int(rng, 1, 10),
        isNeedApproval: i % 2 === 1,
      })),
    },
  };
}

export function buildAgencyDetails(key: number, summary: AgencySummary) {
  const shape: Shape | null = key === LARGE_REVIEW_KEY ? LARGE_REVIEW : null;
  const rng = rngFor(Salt.details, key);
  const base = summary.workEmail.split('@')[1];
  const handle = base.split('.')[0];
  const yearFounded = int(rng, 2005, 2022);
  const teamStructure = pick(rng, pools.TEAM_STRUCTURES);
  return {
    _id: summary._id,
    workEmail: summary.workEmail,
    profile: {
      ...summary.profile,
      bio: `${summary.profile.name} has been building brands across the Gulf since ${yearFounded}. ${pick(rng, pools.BIOS)}`,
      tagline: pick(rng, pools.TAGLINES),
      website: `https://www.${base}`,
      portfolio: rng() < 0.85 || shape ? `https://portfolio.${base}` : null,
      yearFounded,
      teamStructure,
      teamSize: pick(rng, pools.TEAM_SIZES),
      language: sample(rng, pools.LANGUAGES, int(rng, 1, 3)),
    },
    socialLinks: {
      linkedin: `https://www.linkedin.com/company/${handle}`,
      instagram: `https://www.instagram.com/${handle}`,
      tiktok: rng() < 0.7 || shape ? `https://www.tiktok.com/@${handle}` : null,
    },
    work: Array.from({ length: shape?.workItems ?? int(rng, 1, 2) }, (_, i) => ({
      links: links(rng, base, int(rng, 1, 3), `work/${i + 1}`),
      documents: documents(rng, base, i === 0 ? int(rng, 1, 2) : int(rng, 0, 2)),
    })),
    services: Array.from({ length: shape?.services ?? (rng() < 0.35 ? 4 : 3) }, (_, i) =>
      service(rng, key, i, base, shape),
    ),
    tags: sample(rng, pools.SEED_TAGS, int(rng, 1, 3)),
  };
}

export type AgencyDetailsRecord = ReturnType<typeof buildAgencyDetails>;
