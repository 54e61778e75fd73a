import type { CameraAngle, SceneObject, SelectionMode } from '@masswerk/domain';

/**
 * What the configurator panel gives the 3D viewer: everything is derived from the design by the domain,
 * the viewer only draws it and reports clicks. Keep this the only contract between the two.
 */
export interface ViewerProps {
  /** sceneObjects(family.elements(design)): centimetres, with names, colours, materials, variations. */
  scene: readonly SceneObject[];
  /** Furniture type, for tests and tools that read the canvas (data-furniture-type); the viewer draws no family differently by it. */
  furnitureType: string;
  /** The room the design is shown in (family.sceneStyle: natural_wood, beton_living, industrial_loft), or null for the studio. */
  sceneStyle: string | null;
  /** Tone-mapping exposure (family.cameraExposure). */
  exposure: number;
  /** How far the camera may orbit either side of the front, degrees; null: all the way round (family.cameraOrbitDegrees). */
  orbitDegrees: number | null;
  /** The camera of the current view for this design (view.cameras[family.cameraKey?.(design) ?? 'default']). */
  camera: CameraAngle;
  /** Maximum zoom of the current view (1 or 1.8). */
  maxZoom: number;
  /** Selection mode of the current view; "none" disables picking. */
  selectionMode: SelectionMode;
  /** Selected section ids ("c0", "m2"), highlighted. */
  selection: readonly string[];
  /** Called with a section id when a part of that section is clicked or tapped. */
  onSelectSection(section: string): void;
  /** Overall dimensions in millimetres (from the model), drawn as annotations when shown. */
  dimensions: { length: number; width: number; height: number };
  showDimensions: boolean;
  /** Accessible name of the canvas (translated), e.g. "3D view of your shelf". */
  label: string;
  /** LazyViewer: accessible name of the loading state (translated), e.g. "Loading the 3D view". */
  loadingLabel?: string;
  /** LazyViewer: text of the button that loads the 3D view again after its code failed to load (translated). */
  retryLabel?: string;
  /** Text of a dimension annotation for millimetres (translated, locale number format); default "225.4 cm". */
  formatDimension?: (millimetres: number) => string;
  /** A close-up instead of the whole piece: the view's framing, aimed at this section's centre and `zoom` times closer (the server's close-up picture). */
  closeup?: { section: string; zoom: number };
  /** Counts the visitor's "reset view": each new value glides the camera back to the view's framing. */
  cameraReset?: number;
}
