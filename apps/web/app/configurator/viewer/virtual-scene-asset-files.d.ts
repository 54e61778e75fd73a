/** The viewer's assets drawn at build time (scene-assets-plugin.ts): empty outside the client build. */
declare module 'virtual:scene-asset-files' {
  const files: Readonly<Record<string, { url: string; width: number; height: number }>>;
  export default files;
}
