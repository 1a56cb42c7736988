// The marketing kit: materials, their downloads and what an agent has seen.
export {
  listMarketingMaterials,
  markMarketingSeen,
  openMaterialDownload,
  registerMarketingMaterial,
} from './marketing';
