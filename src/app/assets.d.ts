/** A font file imported by the app: webpack emits it to /assets (asset/resource) and the import is its URL. */
declare module '*.woff2' {
  const url: string;
  export default url;
}
