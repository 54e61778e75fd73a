import { mm } from '../units/index.ts';
import type { DesignElement } from './element.ts';

/** A design element for tests: a shelf board unless overridden. */
export function testElement(overrides: Partial<DesignElement> = {}): DesignElement {
  return {
    furniture_type: 'shelf',
    section: 'c0',
    type: 'board',
    length: mm(726),
    width: mm(342),
    height: mm(19),
    color: 'white_u11209',
    margin_x: mm(0),
    margin_y: mm(0),
    margin_z: mm(0),
    ...overrides,
  };
}
