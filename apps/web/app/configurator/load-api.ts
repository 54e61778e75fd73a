/**
 * The configurator's requests (api.ts) and the contract's schemas they parse answers with, loaded when
 * the first one is due (a save, a thumbnail, a design by e-mail): the page becomes interactive without
 * them (evaluating the schemas was part of a long task while the configurator started, issue 16).
 */
export const loadConfiguratorApi = () => import('./api');
