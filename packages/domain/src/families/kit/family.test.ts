import { describe, expect, it } from 'vitest';
import { boxFamily, type BoxDesign } from '../../design/test-family.ts';
import type { Family } from '../family.ts';
import { casegoodsFamily, familyFrom, onEveryDevice, type FamilyParts } from './family.ts';
import { BASEBOARD_CUT_FEATURE_ID, CASEGOODS_ASSEMBLY_FEATURE_ID } from './features.ts';

function omit<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Omit<T, K> {
  const out = { ...value };
  for (const key of keys) delete out[key];
  return out;
}

/** The box family without the fields familyFrom fills in. */
function boxParts(): FamilyParts<BoxDesign> {
  return omit(boxFamily(), ['baseboardCutFeatureId', 'baseboardCutSize', 'cameraExposure', 'designNotFoundPath', 'formerPathSegment', 'sceneStyle', 'sharedRuleSet']);
}

describe('familyFrom', () => {
  const design = boxFamily().defaults();

  it('fills in the common answers a family leaves out', () => {
    const family = familyFrom(boxParts());
    expect(family.baseboardCutFeatureId).toBeNull();
    expect(family.baseboardCutSize(design)).toEqual({ depth: null, height: null });
    expect(family.cameraExposure).toBe(1);
    expect(family.designNotFoundPath).toEqual({ desktop: '/about-our-configurators', phone: '/' });
    expect(family.formerPathSegment).toBeNull();
    expect(family.sceneStyle(design)).toBeNull();
    expect(family.sharedRuleSet).toBeNull();
  });

  it('keeps what a family names itself', () => {
    const family = familyFrom({ ...boxParts(), cameraExposure: 0.8, sharedRuleSet: 'boxes', sceneStyle: () => 'natural_wood', designNotFoundPath: onEveryDevice('/boxes') });
    expect(family.cameraExposure).toBe(0.8);
    expect(family.sharedRuleSet).toBe('boxes');
    expect(family.sceneStyle(design)).toBe('natural_wood');
    expect(family.designNotFoundPath).toEqual({ desktop: '/boxes', phone: '/boxes' });
  });
});

describe('casegoodsFamily', () => {
  it('offers the casegoods assembly with its own recommendation and the baseboard cut, against a wall', () => {
    const rest = omit(boxParts(), ['assembly', 'baseboardCutFeatureId', 'cameraExposure', 'cameraOrbitDegrees']);
    const family: Family<BoxDesign> = casegoodsFamily({ ...rest, assemblyRecommendation: (d) => (d.boxes.length > 1 ? 'strongly_recommended' : 'none') });
    expect(family.assembly?.featureId).toBe(CASEGOODS_ASSEMBLY_FEATURE_ID);
    expect(family.assembly?.recommendation({ ...family.defaults(), boxes: [{ length: 300, color: 'oak' }, { length: 300, color: 'oak' }] })).toBe('strongly_recommended');
    expect(family.baseboardCutFeatureId).toBe(BASEBOARD_CUT_FEATURE_ID);
    expect(family.cameraExposure).toBe(0.95);
    expect(family.cameraOrbitDegrees).toBe(60);
    expect(Object.keys(family)).not.toContain('assemblyRecommendation');
  });
});
