// Entities of section 3 of the specification. Objects are loose: fields the specification
// says "not shown" may arrive and are kept; fields it names are typed.
import { z } from 'zod';

/** A text the backend may send plain or localized as {en, ar}. */
export const localizedTextSchema = z.union([
  z.string(),
  z.looseObject({ en: z.string().optional(), ar: z.string().optional() }),
]);
export type LocalizedText = z.infer<typeof localizedTextSchema>;

const optionalText = z.string().nullish();

export const messageResponseSchema = z.looseObject({ message: z.string().optional() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const csrfResponseSchema = z.looseObject({ csrfToken: z.string().min(1) });

export const loginBodySchema = z.object({ email: z.string(), password: z.string() });
export const forgotPasswordBodySchema = z.object({ email: z.string() });
export const verifyOtpBodySchema = z.object({ otp: z.string(), email: z.string() });
export const resetPasswordBodySchema = z.object({
  newPassword: z.string(),
  confirmPassword: z.string(),
  email: z.string(),
});

export const reviewerProfileSchema = z.looseObject({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type ReviewerProfile = z.infer<typeof reviewerProfileSchema>;

export const dashboardStatsSchema = z.looseObject({
  agencyTab: z.number().optional(),
  totalUpdatedProfiles: z.number().optional(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** A queue row as the server sends it; review-list.ts reads it into the row the table shows. */
export const reviewListItemSchema = z.looseObject({
  _id: z.string(),
  status: z.string(),
  submittedAt: optionalText,
  agencyId: z.looseObject({
    _id: z.string(),
    workEmail: optionalText,
    profile: z
      .looseObject({
        name: optionalText,
        logo: optionalText,
        locations: z.array(z.string()).nullish(),
      })
      .nullish(),
  }),
});
export type ReviewListItem = z.infer<typeof reviewListItemSchema>;

export const linkSchema = z.looseObject({ url: z.string(), linkName: optionalText });
export const documentSchema = z.looseObject({ url: z.string(), name: optionalText });

export const workEntrySchema = z.looseObject({
  links: z.array(linkSchema).nullish(),
  documents: z.array(documentSchema).nullish(),
});

export const pricingPlanSchema = z.enum(['minimum_price', 'price_range', 'package_pricing']);
export const pricingSchema = z.looseObject({
  plan: z.union([pricingPlanSchema, z.string()]).nullish(),
  minAmount: z.number().nullish(),
  maxAmount: z.number().nullish(),
  packageAmount: z.number().nullish(),
  priceRange: z.union([z.string(), z.number()]).nullish(),
  billingStructure: optionalText,
});

export const caseStudySchema = z.looseObject({
  _id: z.string().optional(),
  projectName: optionalText,
  clientName: optionalText,
  clientIndustry: optionalText,
  startYear: z.union([z.number(), z.string()]).nullish(),
  endYear: z.union([z.number(), z.string()]).nullish(),
  ongoingProject: z.boolean().nullish(),
  projectDescription: optionalText,
  links: z.array(linkSchema).nullish(),
  documents: z.array(documentSchema).nullish(),
});

export const processStepSchema = z.looseObject({
  title: optionalText,
  description: optionalText,
  averageWorkingDays: z.union([z.number(), z.string()]).nullish(),
  isNeedApproval: z.boolean().nullish(),
});

export const serviceSchema = z.looseObject({
  service: z
    .looseObject({ title: localizedTextSchema.nullish(), description: localizedTextSchema.nullish() })
    .nullish(),
  title: localizedTextSchema.nullish(),
  skills: z.array(z.looseObject({ _id: z.string().optional(), name: localizedTextSchema })).nullish(),
  pricing: pricingSchema.nullish(),
  caseStudies: z.array(caseStudySchema).nullish(),
  process: z.looseObject({ processes: z.array(processStepSchema).nullish() }).nullish(),
});
export type Service = z.infer<typeof serviceSchema>;

export const agencyDetailsSchema = z.looseObject({
  _id: z.string().optional(),
  profile: z
    .looseObject({
      logo: optionalText,
      name: optionalText,
      bio: optionalText,
      tagline: optionalText,
      website: optionalText,
      portfolio: optionalText,
      yearFounded: z.union([z.number(), z.string()]).nullish(),
      teamStructure: optionalText,
      teamSize: z.union([z.number(), z.string()]).nullish(),
      locations: z.array(z.string()).nullish(),
      language: z.array(z.string()).nullish(),
    })
    .nullish(),
  socialLinks: z
    .looseObject({ linkedin: optionalText, instagram: optionalText, tiktok: optionalText })
    .nullish(),
  work: z.array(workEntrySchema).nullish(),
  services: z.array(serviceSchema).nullish(),
});
export type AgencyDetails = z.infer<typeof agencyDetailsSchema>;

export const reviewDetailsSchema = z.looseObject({
  _id: z.string().optional(),
  status: z.string().optional(),
  reviewerId: z.looseObject({ firstName: optionalText, lastName: optionalText }).nullish(),
  startedAt: optionalText,
  agencyId: z
    .looseObject({ _id: z.string().optional(), profile: z.looseObject({ name: optionalText }).nullish() })
    .nullish(),
});
export type ReviewDetails = z.infer<typeof reviewDetailsSchema>;

export const fieldDefinitionSchema = z.looseObject({ path: z.string() });
const fieldDefinitionList = z.array(fieldDefinitionSchema).default([]);
export const validationFieldsSchema = z.looseObject({
  profileFields: fieldDefinitionList,
  socialLinksFields: fieldDefinitionList,
  tagsFields: fieldDefinitionList,
  workFields: fieldDefinitionList,
  serviceFields: fieldDefinitionList,
});
export type ValidationFields = z.infer<typeof validationFieldsSchema>;

export const flaggedFieldSchema = z.looseObject({ fieldPath: z.string(), changed: z.boolean() });
export type FlaggedField = z.infer<typeof flaggedFieldSchema>;
export const flaggedFieldsSchema = z.array(flaggedFieldSchema);

export const validationStatusSchema = z.enum(['valid', 'invalid']);
export type ValidationStatus = z.infer<typeof validationStatusSchema>;

export const fieldValidationResultSchema = z.looseObject({
  fieldPath: z.string(),
  validationStatus: validationStatusSchema,
  note: z.string().nullish(),
});
export type FieldValidationResult = z.infer<typeof fieldValidationResultSchema>;
export const fieldValidationResultsSchema = z.array(fieldValidationResultSchema);

export const submittedValidationSchema = z.object({
  fields: z.array(
    z.object({ fieldPath: z.string(), validationStatus: validationStatusSchema, note: z.string() }),
  ),
  tags: z.array(z.string()),
});
export type SubmittedValidation = z.infer<typeof submittedValidationSchema>;

export const conclusionActionSchema = z.enum(['accepted', 'rejected']);
export const conclusionBodySchema = z.object({
  action: conclusionActionSchema,
  conclusion: z.string(),
});
export type ConclusionBody = z.infer<typeof conclusionBodySchema>;

/** Shape not shown in the specification: accept any JSON. */
export const unknownResponseSchema = z.unknown();
