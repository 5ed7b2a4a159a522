// The spec's image size set, as the API sends it: four sizes, each with a 2x, and webp copies of each.
// Any size may be missing, so every one is optional here.

export interface ImageSize {
  url: string;
  width: number;
  height: number;
}

export interface ImageSizes {
  base?: ImageSize;
  base_2x?: ImageSize;
  tablet?: ImageSize;
  tablet_2x?: ImageSize;
  desktop?: ImageSize;
  desktop_2x?: ImageSize;
  large_desktop?: ImageSize;
  large_desktop_2x?: ImageSize;
}

export interface ImageSet extends ImageSizes {
  uuid?: string;
  alt?: string;
  webp?: ImageSizes;
}

export type ImageSizeName = 'base' | 'tablet' | 'desktop' | 'large_desktop';
