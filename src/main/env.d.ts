// electron-vite's build-time value in main: 'production' in `electron-vite build`, so dead branches drop.
interface ImportMetaEnv {
  readonly MODE: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
