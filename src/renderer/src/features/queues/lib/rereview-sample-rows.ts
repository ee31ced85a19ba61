// Section 2: Rereview Requests shows static sample rows only and makes no call.
import { toReviewRow, type ReviewRow } from '@shared/domain/review-rows';
import { columnsOf, type RowColumns } from '@shared/domain/row-columns';

const sample = (n: number, status: string, submittedAt: string, name: string, location: string): ReviewRow =>
  toReviewRow({
    _id: `sample-review-${n}`,
    status,
    submittedAt,
    agencyId: {
      _id: `sample-agency-${n}`,
      workEmail: `hello@sample-${n}.example`,
      profile: { name, logo: null, locations: [location] },
    },
  });

export const REREVIEW_SAMPLE_ROWS: RowColumns = columnsOf([
  sample(1, 'pending', '2026-09-30T10:00:00.000Z', 'Cedar Studio', 'Beirut'),
  sample(2, 'in progress', '2026-09-28T08:30:00.000Z', 'وكالة النخلة', 'الرياض'),
  sample(3, 'completed', '2026-09-25T14:15:00.000Z', 'Harbor Media', 'Dubai'),
  sample(4, 'rejected', '2026-09-21T09:45:00.000Z', 'Saffron Labs', 'Cairo'),
  sample(5, 'pending', '2026-09-18T16:20:00.000Z', 'Orbit Creative', 'Amman'),
]);
