// Links that open a review (src/shared/review-link.ts), as the OS hands them over: macOS's open-url,
// the command line of this launch, or a second launch's (Windows and Linux; the single-instance lock
// sends its command line here). Main keeps the last one until the page takes it (links:take), so a link
// that arrives before the page listens, or while it reloads, is not lost; a newer link replaces it.
import { parseProtocolLink, type LinkArrival } from '@shared/review-link';
import type { Logger } from './logging';

/** At most this much of a refused link is logged, its controls escaped: enough to recognise it. */
const LOGGED_LENGTH = 200;

export interface LinkHandover {
  /** Anything the OS passed as a link: parsed strictly, refused (and logged) unless it is one. */
  receive(raw: unknown): void;
  /** The waiting link, once; null when none is waiting. */
  take(): LinkArrival | null;
}

export interface LinkHandoverOptions {
  log: Pick<Logger, 'info' | 'warn'>;
  /** Called after each link: bring the window forward and tell its page (index.ts). */
  announce: () => void;
}

function describe(raw: unknown): string {
  if (typeof raw !== 'string') return `(${typeof raw})`;
  return JSON.stringify(raw.slice(0, LOGGED_LENGTH)) + (raw.length > LOGGED_LENGTH ? '…' : '');
}

export function createLinkHandover({ log, announce }: LinkHandoverOptions): LinkHandover {
  let waiting: LinkArrival | null = null;
  return {
    receive(raw) {
      const target = parseProtocolLink(raw);
      if (target) {
        log.info('Opening a link', { step: target.step, source: target.source ?? 'agencies' });
        waiting = { kind: 'review', target };
      } else {
        log.warn('Refused a link that is not a review link', { link: describe(raw) });
        waiting = { kind: 'refused' };
      }
      announce();
    },
    take() {
      const taken = waiting;
      waiting = null;
      return taken;
    },
  };
}
