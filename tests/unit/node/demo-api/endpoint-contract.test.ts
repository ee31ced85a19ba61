// Every endpoint of the contract table, called on the demo API with valid inputs from its seed: the
// answer must satisfy the endpoint's response schema, read as the console's client reads it.
import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@demo-api/credentials';
import { newestSeededReview } from '@demo-api/seed';
import {
  buildPath,
  endpoints,
  type EndpointBody,
  type EndpointName,
  type EndpointParams,
} from '@shared/api/endpoints';
import { readAnswer } from '@shared/api/tolerant-reader';
import { readAs, signedIn, useDemoApi, type DemoClient } from './demo-client';

const api = useDemoApi();

// Each state-changing case has a review of its own, so the cases run in any order.
const PENDING = newestSeededReview('agency', 'pending');
const IN_PROGRESS = newestSeededReview('agency', 'in progress');
const TO_CONCLUDE = newestSeededReview('agency', 'in-progress');
const UPDATED = newestSeededReview('updated', 'in progress');

type Inputs<E extends EndpointName> = (EndpointParams<E> extends undefined
  ? { params?: undefined }
  : { params: EndpointParams<E> }) &
  (EndpointBody<E> extends undefined ? { body?: undefined } : { body: EndpointBody<E> });

/** Valid inputs for an endpoint, after any calls it needs first, on a signed-in client. */
type Case<E extends EndpointName> = (client: DemoClient) => Inputs<E> | Promise<Inputs<E>>;

async function send<E extends EndpointName>(client: DemoClient, name: E, inputs: Inputs<E>) {
  const { method, path, body } = endpoints[name];
  const url = buildPath(path, inputs.params as Record<string, string> | undefined);
  // The request follows the contract too, as the client core checks before sending.
  const payload = body ? body.parse(inputs.body) : undefined;
  return method === 'GET' ? client.get(url) : client.post(url, payload);
}

async function sendOk<E extends EndpointName>(client: DemoClient, name: E, inputs: Inputs<E>) {
  const answer = await send(client, name, inputs);
  if (answer.status !== 200) throw new Error(`${name} answered ${answer.status}: ${answer.text}`);
  return answer;
}

const recovery = { email: DEMO_CREDENTIALS.email };
const verified = { ...recovery, otp: DEMO_CREDENTIALS.otp };

const cases: { [E in EndpointName]: Case<E> } = {
  csrfToken: () => ({}),
  login: () => ({ body: { email: DEMO_CREDENTIALS.email, password: DEMO_CREDENTIALS.password } }),
  logout: () => ({}),
  forgotPassword: () => ({ body: recovery }),
  verifyOtp: async (client) => {
    await sendOk(client, 'forgotPassword', { body: recovery });
    return { body: verified };
  },
  resetPassword: async (client) => {
    await sendOk(client, 'forgotPassword', { body: recovery });
    await sendOk(client, 'verifyOtp', { body: verified });
    // The same password again, so every later sign-in still works.
    const password = DEMO_CREDENTIALS.password;
    return { body: { ...recovery, newPassword: password, confirmPassword: password } };
  },
  reviewerProfile: () => ({}),
  dashboardStats: () => ({}),
  agencyReviews: () => ({}),
  urgentReviews: () => ({}),
  updatedProfiles: () => ({}),
  reviewDetails: () => ({ params: { agencyId: IN_PROGRESS.agencyId } }),
  startReview: () => ({ params: { agencyId: PENDING.agencyId } }),
  agencyDetails: () => ({ params: { agencyId: IN_PROGRESS.agencyId } }),
  validationFields: () => ({ params: { agencyId: IN_PROGRESS.agencyId } }),
  flaggedFields: () => ({ params: { agencyId: UPDATED.agencyId } }),
  validateFields: async (client) => {
    const params = { agencyId: IN_PROGRESS.agencyId };
    const answer = await sendOk(client, 'validationFields', { params });
    const [valid, invalid] = readAs(answer, endpoints.validationFields.response).profileFields;
    return {
      params,
      body: {
        fields: [
          { fieldPath: valid.path, validationStatus: 'valid', note: '' },
          { fieldPath: invalid.path, validationStatus: 'invalid', note: 'Not the agency’s own words.' },
        ],
        tags: ['Creative'],
      },
    };
  },
  fieldValidations: () => ({ params: { agencyId: IN_PROGRESS.agencyId } }),
  submitConclusion: () => ({
    params: { reviewId: TO_CONCLUDE.reviewId },
    body: { action: 'accepted', conclusion: 'Every field checks out.' },
  }),
};

describe('the demo API answers every endpoint of the contract as its schema says', () => {
  it('has a case for every endpoint of the table, and none for another', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(endpoints).sort());
  });

  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const { method, path, response } = endpoints[name];
    it(`${name}: ${method} ${path}`, async () => {
      const client = await signedIn(api.url);
      const inputs = await (cases[name] as Case<EndpointName>)(client);
      const answer = await send(client, name, inputs);

      expect(answer.status, answer.text).toBe(200);
      expect(() => JSON.parse(answer.text) as unknown, answer.text).not.toThrow();
      const read = readAnswer(answer.body, response);
      expect(read.success ? 'accepted' : read.issues).toBe('accepted');
    });
  }
});
