// Jest has no federation runtime: tests register remotes against this in-memory stand-in.
const registered = new Map();
module.exports = {
  registerRemotes: (remotes) => remotes.forEach((remote) => registered.set(remote.name, remote)),
  loadRemote: async (id) => {
    throw new Error(`Remote ${id} is not available in unit tests`);
  },
  init: () => undefined,
  getInstance: () => undefined,
  __registered: registered,
};
