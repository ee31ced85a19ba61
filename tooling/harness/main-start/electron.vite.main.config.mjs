// The project's main build and nothing else (electron-vite builds each part its config names).
// JavaScript, so the type checks, which do not include the project's electron-vite config, skip it.
import { defineConfig } from 'electron-vite';
import config from '../../../electron.vite.config';

export default defineConfig({ main: config.main });
