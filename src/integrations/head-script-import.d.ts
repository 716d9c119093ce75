/** `import script from '…/x.ts?head-script'`: the module built into an inline script (integrations/head-scripts.ts). */
declare module '*?head-script' {
  const script: { code: string; hash: string };
  export default script;
}
