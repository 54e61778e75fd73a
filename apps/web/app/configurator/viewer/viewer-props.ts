import type { CameraAngle, SceneObject, SelectionMode } from '@masswerk/domain';

/** Where a handle sits on the parts it belongs to: their left or right end (half way up), their top (in the middle), or between two sections. */
export type HandleSide = 'left' | 'right' | 'top' | 'between';

/**
 * A direct handle over the 3D view: "add" is a "+" button, "size" a slider dragged along the piece (right:
 * sideways, top: up and down) and worked by the arrow keys, over the allowed values.
 */
export interface ViewerHandle {
  id: string;
  kind: 'add' | 'size';
  /** Section ids the handle sits on; empty for the whole piece. */
  sections: readonly string[];
  side: HandleSide;
  /** Accessible name (translated), e.g. "Add a column on the right", "Width". */
  label: string;
  /** size: the allowed values, ascending, and the current one (null when the selected parts differ). */
  values?: readonly number[];
  value?: number | null;
  /** size: the words of a value (translated), e.g. "56.4 cm". */
  valueText?: (value: number) => string;
  /** size: millimetres a value step stands for when dragged (1 for a size in mm); absent: one step per few pixels. */
  mmPerValue?: number;
}

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
  /** Direct handles over the view (none when absent), and what a handle asks for: a value of a size, null for a "+" press. */
  handles?: readonly ViewerHandle[];
  onHandle?(id: string, value: number | null): void;
  /** Accessible name of the handles' group (translated), e.g. "Handles on the piece". */
  handlesLabel?: string;
  /** Doors and drawers drawn open (the viewer glides them open and shut); the design does not change. */
  open?: boolean;
  /** Those of them drawn open one by one, by key (open-scene.ts frontsOf: "m0:door:1"). */
  openFronts?: readonly string[];
  /** Called with a front's key when a door or drawer is touched where it opens rather than selects: in a section already selected, or in a view that selects nothing. */
  onToggleFront?(key: string): void;
  /** A close-up instead of the whole piece: the view's framing, aimed at this section's centre and `zoom` times closer (the server's close-up picture). */
  closeup?: { section: string; zoom: number };
  /** Counts the visitor's "reset view": each new value glides the camera back to the view's framing. */
  cameraReset?: number;
}
