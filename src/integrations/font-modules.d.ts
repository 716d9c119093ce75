/** Types for the font tools of the build and its tests, which ship none. */
declare module 'subset-font' {
  type Options = {
    targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  };
  /** harfbuzz's subsetter (WebAssembly): `font` cut down to the characters of `text`. */
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}

declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer, to: 'truetype' | 'woff' | 'woff2'): Promise<Buffer>;
  };
  export default fontverter;
}

declare module 'harfbuzzjs' {
  type Blob = { destroy(): void };
  type Face = { collectUnicodes(): Uint32Array; destroy(): void };
  const harfbuzz: Promise<{
    createBlob(data: ArrayBuffer | Uint8Array): Blob;
    createFace(blob: Blob, index: number): Face;
  }>;
  export default harfbuzz;
}
