/**
 * Builds a Family from what makes it itself: the answers most families share (no room scene, no
 * former address, no shared rule set, no baseboard cut, neutral exposure) are filled in unless the
 * family names its own, and the casegoods (shelf and wardrobe) share what standing against a wall means.
 */
import type { AssemblyRecommendation, DesignBase, Family } from '../family.ts';
import { BASEBOARD_CUT_FEATURE_ID, CASEGOODS_ASSEMBLY_FEATURE_ID } from './features.ts';

/** The fields `familyFrom` fills in when a family leaves them out. */
type CommonField = 'baseboardCutFeatureId' | 'baseboardCutSize' | 'cameraExposure' | 'designNotFoundPath' | 'formerPathSegment' | 'optionRange' | 'sceneStyle' | 'sharedRuleSet';

/** A family, the common fields optional. */
export type FamilyParts<D extends DesignBase> = Omit<Family<D>, CommonField> & Partial<Pick<Family<D>, CommonField>>;

/** A family from its parts, each common field it leaves out taking the common answer. */
export function familyFrom<D extends DesignBase>(parts: FamilyParts<D>): Family<D> {
  return {
    // No baseboard cut is offered, and the design carries no cut size.
    baseboardCutFeatureId: null,
    baseboardCutSize: () => ({ depth: null, height: null }),
    cameraExposure: 1,
    // shop.md §2: a design that cannot be loaded leads to the configurators' page, on a phone home.
    designNotFoundPath: { desktop: '/about-our-configurators', phone: '/' },
    formerPathSegment: null,
    // Sizes are chosen from the options alone.
    optionRange: () => null,
    // Shown in the studio.
    sceneStyle: () => null,
    sharedRuleSet: null,
    ...parts,
  };
}

/** A `designNotFoundPath` that leads to the same page on desktop and phone. */
export function onEveryDevice(path: string): Family['designNotFoundPath'] {
  return { desktop: path, phone: path };
}

/** The parts of a casegoods family: its assembly recommendation instead of the assembly and wall fields. */
export type CasegoodsFamilyParts<D extends DesignBase> = Omit<FamilyParts<D>, 'assembly' | 'baseboardCutFeatureId' | 'cameraExposure' | 'cameraOrbitDegrees'> & {
  assemblyRecommendation(design: D): AssemblyRecommendation;
};

/** A casegoods family (shelf, wardrobe): the casegoods assembly, the baseboard cut, boards against a wall. */
export function casegoodsFamily<D extends DesignBase>({ assemblyRecommendation, ...parts }: CasegoodsFamilyParts<D>): Family<D> {
  return familyFrom<D>({
    ...parts,
    assembly: { featureId: CASEGOODS_ASSEMBLY_FEATURE_ID, recommendation: assemblyRecommendation },
    baseboardCutFeatureId: BASEBOARD_CUT_FEATURE_ID,
    // Pale boards a touch darker than upholstery.
    cameraExposure: 0.95,
    // It stands against a wall: seen from the side, never from behind.
    cameraOrbitDegrees: 60,
  });
}
