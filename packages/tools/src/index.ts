/**
 * @nobid/tools: the programs outside npm that some commands need (a browser to print HTML to PDF,
 * Ghostscript for CMYK, nginx for the cluster): where they are found and the one line said when
 * one is missing. Node only. Tests skip with the same line through `@nobid/tools/skip`.
 */
export { candidates, findTool, isProgram, type Where } from './find.ts';
export { MissingToolError, notFoundLine, requireTool } from './missing-tool.ts';
export { howToGet, PROGRAMS, type Program, type ToolName } from './programs.ts';
