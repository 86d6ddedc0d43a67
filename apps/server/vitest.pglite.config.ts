import { serverProject } from './vitest.project.js';

export default serverProject('pglite');
