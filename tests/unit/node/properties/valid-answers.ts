// Answers that keep the contract, one generator per endpoint, for properties of the reader.
import fc from 'fast-check';
import type { EndpointName } from '@shared/api/endpoints';

const text = fc.string({ maxLength: 12 });
const optional = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: null });
const localized = fc.oneof(text, fc.record({ en: text, ar: text }, { requiredKeys: [] }));

const reviewItem = fc.record({
  _id: text,
  status: fc.constantFrom('pending', 'in-progress', 'completed'),
  submittedAt: optional(fc.date({ noInvalidDate: true }).map((date) => date.toISOString())),
  agencyId: fc.record({
    _id: text,
    workEmail: optional(text),
    profile: optional(fc.record({ name: optional(text), locations: optional(fc.array(text)) })),
  }),
});

const fieldList = fc.array(fc.record({ path: text }), { maxLength: 3 });

export const validAnswers: Partial<Record<EndpointName, fc.Arbitrary<unknown>>> = {
  reviewerProfile: fc.record({ firstName: text, lastName: text, email: text }),
  dashboardStats: fc.record({ agencyTab: fc.nat(), totalUpdatedProfiles: fc.nat() }, { requiredKeys: [] }),
  agencyReviews: fc.array(reviewItem, { maxLength: 3 }),
  updatedProfiles: fc.array(reviewItem, { maxLength: 3 }),
  reviewDetails: fc.record(
    { _id: text, status: text, startedAt: optional(text), agencyId: optional(fc.record({ _id: text })) },
    { requiredKeys: [] },
  ),
  agencyDetails: fc.record(
    {
      _id: text,
      profile: optional(fc.record({ name: optional(text), locations: optional(fc.array(text)) })),
      services: optional(fc.array(fc.record({ title: optional(localized) }), { maxLength: 2 })),
    },
    { requiredKeys: [] },
  ),
  validationFields: fc.record({ profileFields: fieldList, serviceFields: fieldList }, { requiredKeys: [] }),
  flaggedFields: fc.array(fc.record({ fieldPath: text, changed: fc.boolean() }), { maxLength: 3 }),
  fieldValidations: fc.array(
    fc.record({
      fieldPath: text,
      validationStatus: fc.constantFrom('valid', 'invalid'),
      note: optional(text),
    }),
    { maxLength: 3 },
  ),
  login: fc.record({ message: text }, { requiredKeys: [] }),
  csrfToken: fc.record({ csrfToken: text.filter((token) => token.length > 0) }),
};
