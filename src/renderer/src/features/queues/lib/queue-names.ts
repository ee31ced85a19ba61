// The three queues of section 2; each keeps its own search, sort and page.
export type QueueName = 'agencies' | 'updatedProfiles' | 'rereviewRequests';
