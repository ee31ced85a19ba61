// Text the seed draws from: English and Arabic, so every part of the UI (and RTL) is exercised.

export interface Localized {
  en: string;
  ar: string;
}

export const NAME_WORDS = [
  'Blue',
  'Falcon',
  'Cedar',
  'Desert',
  'Pixel',
  'Oasis',
  'Summit',
  'Coral',
  'Nomad',
  'Amber',
  'Crescent',
  'Harbor',
  'Saffron',
  'Orbit',
  'Dune',
  'Nova',
] as const;
export const NAME_NOUNS = [
  'Studio',
  'Media',
  'Creative',
  'Labs',
  'Agency',
  'Collective',
  'Digital',
  'Works',
  'House',
  'Partners',
] as const;
export const ARABIC_NAMES = [
  'وكالة الإبداع الرقمي',
  'استوديو النخبة',
  'ميديا الصحراء',
  'بيت التصميم',
  'رؤية للتسويق',
  'أفق الإعلام',
  'نخلة كرييتف',
  'منصة الأثر',
  'ضوء للإنتاج',
  'سحابة للحلول الرقمية',
  'مدار للإعلان',
  'لمسة فن',
] as const;

export const CITIES = [
  'Riyadh, Saudi Arabia',
  'Jeddah, Saudi Arabia',
  'Dubai, United Arab Emirates',
  'Abu Dhabi, United Arab Emirates',
  'Cairo, Egypt',
  'Amman, Jordan',
  'Doha, Qatar',
  'Kuwait City, Kuwait',
  'Manama, Bahrain',
  'London, United Kingdom',
  'الرياض',
  'جدة',
  'الدمام',
  'القاهرة',
  'دبي',
] as const;

export const LANGUAGES = ['English', 'Arabic', 'French', 'Urdu'] as const;
export const TEAM_STRUCTURES = ['In-house team', 'Hybrid (in-house and freelancers)', 'Remote team'] as const;
export const TEAM_SIZES = ['1-10', '11-50', '51-200', '200+'] as const;
export const TAGLINES = [
  'Stories that sell.',
  'Bold ideas, measurable growth.',
  'Design with purpose.',
  'From insight to impact.',
  'Your brand, everywhere.',
  'Crafted for the region.',
] as const;
export const BIOS = [
  'We pair bilingual storytelling with performance data.',
  'Our team blends strategy, design and production under one roof.',
  'We help challenger brands launch and scale across the region.',
  'Small senior team, fast turnarounds, measurable results.',
] as const;
export const SEED_TAGS = [
  'Media_production',
  'Creative',
  'Big budget',
  'Local',
  'Digital Marketing',
  'Social Media',
];

export const SERVICES: readonly (Localized & { description: Localized })[] = [
  {
    en: 'Digital Marketing',
    ar: 'التسويق الرقمي',
    description: {
      en: 'Performance campaigns across search and social channels.',
      ar: 'حملات أداء عبر محركات البحث ومنصات التواصل.',
    },
  },
  {
    en: 'Social Media Management',
    ar: 'إدارة وسائل التواصل الاجتماعي',
    description: {
      en: 'Always-on content calendars and community care.',
      ar: 'خطط محتوى مستمرة وإدارة للمجتمع.',
    },
  },
  {
    en: 'Video Production',
    ar: 'إنتاج الفيديو',
    description: {
      en: 'Concept, shooting and post-production of brand films.',
      ar: 'الفكرة والتصوير والمونتاج للأفلام الدعائية.',
    },
  },
  {
    en: 'Brand Identity',
    ar: 'الهوية البصرية',
    description: {
      en: 'Naming, logo systems and brand guidelines.',
      ar: 'التسمية وأنظمة الشعارات وأدلة الهوية.',
    },
  },
  {
    en: 'Web Development',
    ar: 'تطوير المواقع',
    description: {
      en: 'Fast, accessible websites and landing pages.',
      ar: 'مواقع وصفحات هبوط سريعة وسهلة الوصول.',
    },
  },
  {
    en: 'Content Writing',
    ar: 'كتابة المحتوى',
    description: {
      en: 'Bilingual copy for campaigns, web and social.',
      ar: 'نصوص ثنائية اللغة للحملات والمواقع والتواصل.',
    },
  },
];

export const INDUSTRIES: readonly Localized[] = [
  { en: 'Retail', ar: 'التجزئة' },
  { en: 'Real Estate', ar: 'العقارات' },
  { en: 'Hospitality', ar: 'الضيافة' },
  { en: 'Healthcare', ar: 'الرعاية الصحية' },
  { en: 'Education', ar: 'التعليم' },
  { en: 'Fintech', ar: 'التقنية المالية' },
];

export const SKILLS: readonly Localized[] = [
  { en: 'Meta Ads', ar: 'إعلانات ميتا' },
  { en: 'TikTok Ads', ar: 'إعلانات تيك توك' },
  { en: 'Google Ads', ar: 'إعلانات جوجل' },
  { en: 'SEO', ar: 'تحسين محركات البحث' },
  { en: 'Copywriting', ar: 'كتابة الإعلانات' },
  { en: 'Motion Graphics', ar: 'الرسوم المتحركة' },
  { en: 'Photography', ar: 'التصوير الفوتوغرافي' },
  { en: 'UI Design', ar: 'تصميم واجهات المستخدم' },
  { en: 'Analytics', ar: 'تحليل البيانات' },
  { en: 'Influencer Marketing', ar: 'التسويق عبر المؤثرين' },
];

export const PROJECTS = [
  'Ramadan campaign',
  'Store launch',
  'App onboarding film',
  'Rebrand',
  'Summer sale',
  'National Day activation',
  'Loyalty programme',
  'Website relaunch',
] as const;
export const CLIENTS = [
  'Al Noor Markets',
  'Gulf Homes',
  'Sahara Hotels',
  'Shifa Clinics',
  'Madrasa Online',
  'Riyal Pay',
  'Qahwa & Co',
] as const;

export const PROCESS_STEPS = [
  { title: 'Discovery call', description: 'We learn the brief, goals and constraints.' },
  { title: 'Strategy and planning', description: 'A plan with channels, budget split and KPIs.' },
  { title: 'Creative production', description: 'Concepts, copy and assets produced in both languages.' },
  { title: 'Client review', description: 'Two rounds of feedback on every deliverable.' },
  { title: 'Launch', description: 'Campaigns go live and are monitored daily.' },
  { title: 'Reporting', description: 'A monthly report with results and next steps.' },
] as const;

export const WORK_LINKS = [
  'Behance portfolio',
  'Dribbble shots',
  'Campaign showcase',
  'YouTube reel',
] as const;
export const WORK_DOCUMENTS = [
  'Company profile.pdf',
  'Credentials deck.pdf',
  'Case study - retail.pdf',
] as const;

export const OTHER_REVIEWERS = [
  { firstName: 'Omar', lastName: 'Khalid' },
  { firstName: 'Sara', lastName: 'Nasser' },
] as const;

export const CONCLUSIONS = [
  'Complete profile with verifiable work samples.',
  'Portfolio links are broken and pricing is unclear.',
  'Strong case studies; services match the portfolio.',
] as const;
