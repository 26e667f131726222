# Builds the shipping invictus binary (the `dist` profile, statically linked against musl) and
# runs it on distroless's static base: no shell, no package manager, CA certificates; it runs
# as uid 10001, the owner of /data in earlier images, so an existing data volume stays writable.
# Expected image size: about 2 MB of base + the binary (21.3 MB measured) = ~23 MB.
#   docker build -t invictus .
#   docker run -d -e DISCORD_TOKEN=... -v invictus-data:/data invictus
#   docker run -it --rm -v invictus-data:/data invictus play
#   docker run --rm invictus sim --games 1000 --seed 1
FROM rust:1-slim-bookworm AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends musl-tools \
 && rm -rf /var/lib/apt/lists/* \
 && rustup target add x86_64-unknown-linux-musl
WORKDIR /src
COPY Cargo.toml Cargo.lock build.rs config.example.toml ./
COPY src ./src
COPY migrations ./migrations
COPY assets ./assets
COPY locales ./locales
COPY benches ./benches
RUN cargo build --profile dist --locked --target x86_64-unknown-linux-musl --bin invictus \
 && sed -e 's|^database = .*|database = "/data/invictus.db"|' \
        -e 's|^# backup_dir = .*|backup_dir = "/data/backups"|' config.example.toml > config.docker.toml \
 && mkdir -p /empty/data

FROM gcr.io/distroless/static-debian12
COPY --from=build /src/target/x86_64-unknown-linux-musl/dist/invictus /usr/local/bin/invictus
COPY --from=build /src/config.docker.toml /etc/invictus/config.toml
COPY --from=build --chown=10001:10001 /empty/data /data
USER 10001:10001
VOLUME /data
# `play` saves its match in the working directory: the data volume.
WORKDIR /data
STOPSIGNAL SIGTERM
# Healthy while the database opens and the bot's gateway connection and timer loop wrote their heartbeats within 3 minutes.
HEALTHCHECK --interval=60s --timeout=10s --start-period=2m --retries=3 \
  CMD ["/usr/local/bin/invictus", "health", "--config", "/etc/invictus/config.toml"]
ENTRYPOINT ["/usr/local/bin/invictus"]
CMD ["serve", "--config", "/etc/invictus/config.toml"]
