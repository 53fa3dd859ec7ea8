import { companyRoutes } from './companyRoutes';
import { defaultRoutes } from './defaultRoutes';
import { plannedFboRoutes } from './plannedRoutes';
import { roadmapOf } from './roadmap';

/** The roadmap of this build, read from its signed-in route table. */
export const featureRoadmap = () => roadmapOf([...defaultRoutes, ...companyRoutes, ...plannedFboRoutes]);
