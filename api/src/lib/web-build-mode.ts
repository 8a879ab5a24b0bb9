/**
 * Which build of the web app a process makes (`npm start`, scripts/web-build.ts) and serves (the API's default
 * WEB_DIST): React's development build, with its warnings and component names, under `NODE_ENV=development`; the
 * production build otherwise (NODE_ENV unset, `production`, `test`). Each lives in its own folder, so starting in
 * development never overwrites the production bundle. docs/decisions/0029-build-modes.md.
 */
export type WebBuildMode = 'production' | 'development';

export function webBuildMode(env: NodeJS.ProcessEnv = process.env): WebBuildMode {
  return env.NODE_ENV === 'development' ? 'development' : 'production';
}

/** The folder under web/ each build goes to. */
export const WEB_DIST_FOLDERS: Record<WebBuildMode, string> = { production: 'dist', development: 'dist-dev' };
