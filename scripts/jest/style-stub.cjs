// Stylesheets have no behaviour to test; an empty module stands in for them.
module.exports = {};
