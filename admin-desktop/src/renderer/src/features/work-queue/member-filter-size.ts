/**
 * The member filter's size, which 'Da fare' keeps free for it while its chunk loads, so that nothing moves when
 * it comes: the select's width, and Ant Design's control height.
 */
export const MEMBER_FILTER_SIZE = { minWidth: 200, height: 32 } as const;
