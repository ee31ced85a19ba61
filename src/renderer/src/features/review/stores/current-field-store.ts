// The field being judged on a step, shared by the field list (its mark, J and K) and the preview (its
// highlighted section): one small store per step, so a change re-renders only the old and the new
// current field and their preview sections, never the whole list.
import { createContext } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { previewAnchorOf } from '../lib/preview-anchors';

/** Who made the field current: the preview follows the list; the list follows a preview click. */
export type CurrentFieldOrigin = 'list' | 'preview';

export interface CurrentFieldState {
  path: string | null;
  /** The preview section that shows the current field (see preview-anchors.ts). */
  anchor: string | null;
  origin: CurrentFieldOrigin;
  select(path: string | null, origin?: CurrentFieldOrigin): void;
}

export type CurrentFieldStore = StoreApi<CurrentFieldState>;

export const createCurrentFieldStore = (): CurrentFieldStore =>
  createStore<CurrentFieldState>()((set, get) => ({
    path: null,
    anchor: null,
    origin: 'list',
    select: (path, origin = 'list') => {
      if (get().path === path && get().origin === origin) return;
      set({ path, anchor: path === null ? null : previewAnchorOf(path), origin });
    },
  }));

/** What a step gives its field list and preview; stable for the step's life. */
export interface CurrentFieldControl {
  store: CurrentFieldStore;
  /** A click on a preview section: its field becomes current and the list scrolls to it. */
  chooseAnchor(anchor: string): void;
}

export const CurrentFieldContext = createContext<CurrentFieldControl | null>(null);
