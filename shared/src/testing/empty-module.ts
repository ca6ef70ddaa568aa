// Stand-in for stylesheets and images in jest: they have no behaviour to test.
export default '';
