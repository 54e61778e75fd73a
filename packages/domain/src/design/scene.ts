import { cm, type Centimetres, type Millimetres } from '../units/index.ts';
import type { DesignElement } from './element.ts';

/** A point or extent in the scene, in centimetres (x right, y up, z towards the viewer). */
export interface Vector3Cm {
  x: Centimetres;
  y: Centimetres;
  z: Centimetres;
}

/** Rotation in degrees around each axis, applied after placing the box at its position. */
export interface RotationDeg {
  x: number;
  y: number;
  z: number;
}

/** One object of the 3D scene (configurators.md §3): an element in centimetres, named for the renderer. */
export interface SceneObject {
  /** `furnitureType_section_[variation]_type_LxWxH_obj`; see sceneObjectName. */
  name: string;
  furniture_type: DesignElement['furniture_type'];
  section: string;
  type: string;
  /** Minimum corner (left, bottom, back) = margin_x/y/z / 10. */
  position: Vector3Cm;
  /** Centre of the box, for renderers that place meshes by their centre. */
  center: Vector3Cm;
  /** Drawn size: size_x/y/z when given, else length, height, width (x, y, z) / 10. */
  size: Vector3Cm;
  rotation: RotationDeg;
  color: string;
  material?: string;
  shape: string;
  variation?: number;
  align_y?: 'bottom' | 'center' | 'top';
  invisible: boolean;
}

/** The name part that stands for the furniture type: cushions render as sofa accessories (§9 Rendering). */
export function sceneFurnitureName(furnitureType: string): string {
  return furnitureType === 'cushion' ? 'sofa_accessory' : furnitureType;
}

/** A length in millimetres as it appears in a scene name: centimetres of whole millimetres ("72.6", "40"). */
export function sceneNameLength(value: Millimetres): string {
  return String(Math.round(value) / 10);
}

/**
 * sceneNameLength of recent values: a piece repeats a few dimensions hundreds of times, and printing a
 * double is the costly part of a name. Emptied when full, so it stays small whatever the designs.
 */
const NAME_LENGTHS = new Map<number, string>();
const NAME_LENGTHS_MAX = 4096;

function cachedSceneNameLength(value: Millimetres): string {
  let text = NAME_LENGTHS.get(value);
  if (text === undefined) {
    text = sceneNameLength(value);
    if (NAME_LENGTHS.size >= NAME_LENGTHS_MAX) NAME_LENGTHS.clear();
    NAME_LENGTHS.set(value, text);
  }
  return text;
}

/**
 * The scene object name of an element: `furnitureType_section_[variation_]type_LxWxH_obj` with L, W, H
 * the element's length, width and height in centimetres, e.g. `shelf_c0_board_72.6x34.2x1.9_obj`;
 * a family's own `scene_object_name` wins.
 */
export function sceneObjectName(el: DesignElement): string {
  if (el.scene_object_name) return el.scene_object_name;
  const variation = el.variation === undefined ? '' : `${el.variation}_`;
  const dims = `${cachedSceneNameLength(el.length)}x${cachedSceneNameLength(el.width)}x${cachedSceneNameLength(el.height)}`;
  return `${sceneFurnitureName(el.furniture_type)}_${el.section}_${variation}${el.type}_${dims}_obj`;
}

/** One scene object for an element, in centimetres. */
export function sceneObject(el: DesignElement): SceneObject {
  // Each member is read once: elements come in many shapes, which makes every read a slow lookup.
  const px = el.margin_x / 10;
  const py = el.margin_y / 10;
  const pz = el.margin_z / 10;
  const sx = (el.size_x ?? el.length) / 10;
  const sy = (el.size_y ?? el.height) / 10;
  const sz = (el.size_z ?? el.width) / 10;
  const object: SceneObject = {
    name: sceneObjectName(el),
    furniture_type: el.furniture_type,
    section: el.section,
    type: el.type,
    position: { x: cm(px), y: cm(py), z: cm(pz) },
    center: { x: cm(px + sx / 2), y: cm(py + sy / 2), z: cm(pz + sz / 2) },
    size: { x: cm(sx), y: cm(sy), z: cm(sz) },
    rotation: { x: el.rotation_x ?? 0, y: el.rotation_y ?? 0, z: el.rotation_z ?? 0 },
    color: el.color,
    shape: el.shape ?? 'box',
    invisible: el.invisible === true,
  };
  const { material, variation, align_y } = el;
  if (material !== undefined) object.material = material;
  if (variation !== undefined) object.variation = variation;
  if (align_y !== undefined) object.align_y = align_y;
  return object;
}

/** Scene objects for all elements, in element order; invisible elements are kept, flagged invisible. */
export function sceneObjects(elements: readonly DesignElement[]): SceneObject[] {
  return elements.map(sceneObject);
}
