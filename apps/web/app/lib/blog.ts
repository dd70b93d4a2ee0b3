/** 'News' on sites whose blog lives at /news (§2), else 'Blog'. */
export const blogTitle = (path: string): string => (path === '/news' ? 'News' : 'Blog');
